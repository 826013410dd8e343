import { Button } from 'antd-mobile';
import { useState } from 'react';
import { msg, VOTE_MESSAGES, type PollOption, type TemplateItem } from '@sixmark/shared';
import { ApiError } from '@/lib/http';
import { useVote } from '../../api/vote';
import { useViewer } from '../../hooks/use-viewer';
import { LOGIN_TOAST_MS } from './use-favourite';
import { toast } from '@/lib/toast';

export interface PollProps {
  item: Pick<TemplateItem, 'id' | 'pollOptions' | 'optionId'>;
}

/**
 * Poll of spec 2 §4: tap an option to pick it, tap again to drop it; vote once. Voting is
 * locked after a vote or when the server says the user already chose (optionId).
 */
export function Poll({ item }: PollProps) {
  const viewer = useViewer();
  const [selected, setSelected] = useState<number | null>(null);
  const [voted, setVoted] = useState<number | null>(item.optionId);
  const [options, setOptions] = useState<PollOption[]>(item.pollOptions);
  const mutation = useVote();
  const total = options.reduce((n, o) => n + o.option_vote, 0);

  const pick = (id: number) => {
    if (voted !== null) return;
    setSelected((cur) => (cur === id ? null : id));
  };

  const submit = () => {
    if (!viewer.loggedIn) {
      toast.show(msg.loginRequired, LOGIN_TOAST_MS);
      return;
    }
    if (voted !== null) {
      toast.show(VOTE_MESSAGES.repeat, LOGIN_TOAST_MS);
      return;
    }
    if (selected === null) {
      toast.show(VOTE_MESSAGES.noOption, LOGIN_TOAST_MS);
      return;
    }
    const optionId = selected;
    mutation.mutate(
      { documentId: item.id, optionId },
      {
        onSuccess: (data) => {
          setVoted(optionId);
          if (data?.pollOptions) setOptions(data.pollOptions);
          else
            setOptions((os) =>
              os.map((o) => (o.option_id === optionId ? { ...o, option_vote: o.option_vote + 1 } : o)),
            );
          toast.show(VOTE_MESSAGES.success, LOGIN_TOAST_MS);
        },
        onError: (e) => {
          if (e instanceof ApiError && /VOTE_REPEAT/.test(e.code)) setVoted(optionId);
          toast.show(e.message, LOGIN_TOAST_MS);
        },
      },
    );
  };

  return (
    <div className="poll">
      <ul className="poll__options">
        {options.map((o) => {
          const pct = total > 0 ? Math.round((o.option_vote / total) * 100) : 0;
          const active = selected === o.option_id || voted === o.option_id;
          return (
            <li key={o.option_id}>
              <button
                type="button"
                className={['poll__option', active ? 'is-active' : ''].join(' ')}
                aria-pressed={active}
                onClick={() => pick(o.option_id)}
              >
                <span className="poll__text">{o.option_text}</span>
                {o.option_value ? <span className="poll__value">{o.option_value}</span> : null}
                <span className="poll__count" data-testid={`poll-count-${o.option_id}`}>
                  {o.option_vote}票 {pct}%
                </span>
                <span className="poll__bar" style={{ width: `${pct}%` }} />
              </button>
            </li>
          );
        })}
      </ul>
      <Button
        block
        size="small"
        color="primary"
        className="poll__submit"
        loading={mutation.isPending}
        onClick={submit}
        disabled={false}
      >
        {voted !== null ? '已投票' : '投票'}
      </Button>
    </div>
  );
}
