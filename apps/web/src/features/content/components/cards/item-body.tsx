import { Link } from 'react-router-dom';
import { withUploadPrefix, type TemplateItem } from '@sixmark/shared';
import {
  contentTokens,
  isActiveCover,
  isMb07Hit,
  isMb16Hit,
  isRedNote,
  isTokenHit,
  mb12Row,
  mb20Content,
  mb20Content2,
  mb20Title,
  mb25Medal,
  normCode,
  truncateNote,
} from '@sixmark/shared/domain/card-rules';
import { HtmlContent } from '@/components/lazy-html-content';
import { looksLikeHtml } from '@/lib/html-text';
import { LockOverlay } from '@/components/lock-overlay';
import { Poll } from './poll';

export interface ItemBodyProps {
  code: string;
  item: TemplateItem;
  /** Row position inside the shown group (MB25 medals). */
  index: number;
  groupName: string;
  expanded: boolean;
  /** gshou rows open the detail page on that row (`?templateId=`). */
  rowHref?: string;
}

const MEDALS = ['🥇', '🥈', '🥉', '🏅', '🎖'];

/** A content token, with each character (or the number) marked when it hits the note. */
function Tokens({ content, note, hit }: { content: string; note: string; hit?: (token: string) => boolean }) {
  const tokens = contentTokens(content);
  const isHit = hit ?? ((t: string) => isTokenHit(t, note));
  return (
    <span className="card-tokens">
      {tokens.map((tok, i) => {
        if (/^\d+$/.test(tok) || tok.startsWith('~')) {
          return (
            <span key={i} className={['card-token', isHit(tok) ? 'is-hit' : ''].join(' ')}>
              {tok.replace(/~/g, '')}
            </span>
          );
        }
        return (
          <span key={i} className="card-token-word">
            {[...tok].map((ch, j) => (
              <span key={j} className={isHit(ch) ? 'is-hit' : undefined}>
                {ch}
              </span>
            ))}
          </span>
        );
      })}
    </span>
  );
}

function Note({ code, note, expanded }: { code: string; note: string; expanded: boolean }) {
  if (!note) return null;
  return (
    <span className={['card-item__note', isRedNote(note) ? 'is-red' : ''].join(' ')}>
      {truncateNote(code, note, expanded)}
    </span>
  );
}

/** A list row shows a post's words, not its markup; the row's detail page renders the HTML. */
function plainText(html: string): string {
  if (!looksLikeHtml(html)) return html;
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim();
}

function Content({ item }: { item: TemplateItem }) {
  if (looksLikeHtml(item.content)) return <HtmlContent html={item.content} className="card-item__html" />;
  return <Tokens content={item.content} note={item.note} />;
}

/** One item of a card, drawn by its template code's rules (spec 2 §4-§5). */
export function ItemBody({ code, item, index, groupName, expanded, rowHref }: ItemBodyProps) {
  const c = normCode(code);
  if (item.locked) {
    return (
      <LockOverlay reason={item.locked}>
        <div className="card-item card-item--placeholder">
          <span className="card-item__title">{item.title}</span>
          <span>？？？？？？</span>
        </div>
      </LockOverlay>
    );
  }
  const red = isActiveCover(item.activeCover);
  const cls = ['card-item', `card-item--${c.toLowerCase()}`, red ? 'is-active-cover' : '']
    .filter(Boolean)
    .join(' ');

  if (item.templateType === 0) {
    // The room link is data, not markup: only our own paths and http(s) addresses become links.
    const link = item.content.trim();
    return (
      <div className={cls}>
        <span className="card-item__title">{item.title}</span>
        {link.startsWith('/') && !link.startsWith('//') ? (
          <Link className="card-item__link" to={link}>
            进入聊天室
          </Link>
        ) : /^https?:\/\//i.test(link) ? (
          <a className="card-item__link" href={link} target="_blank" rel="noopener noreferrer">
            进入聊天室
          </a>
        ) : null}
      </div>
    );
  }

  const poll = item.pollStatus === 1 && item.pollOptions.length > 0 ? <Poll item={item} /> : null;

  switch (c) {
    case 'MB07':
      return (
        <div className={cls}>
          <span className="card-item__title">{item.title}</span>
          <Tokens
            content={item.content}
            note={item.note}
            hit={(t) => /^\d$/.test(t) && isMb07Hit(t, item.note)}
          />
          <Note code={c} note={item.note} expanded={expanded} />
          {poll}
        </div>
      );
    case 'MB12': {
      const row = mb12Row(groupName, item.content);
      return (
        <div className={cls}>
          <span className="card-item__title">{item.title}</span>
          {row.plainPrefix ? <span className="mb12__kill">{row.plainPrefix}</span> : null}
          {row.numbers.map((n, i) => (
            <span key={i} className={`mb12__circle mb12__circle--${row.size}`} data-size={row.size}>
              {n}
            </span>
          ))}
          <Note code={c} note={item.note} expanded={expanded} />
        </div>
      );
    }
    case 'MB16':
      return (
        <div className={cls}>
          <span className="card-item__title">{item.title}</span>
          <span className={['card-token-word', isMb16Hit(item.content, item.note) ? 'is-hit' : ''].join(' ')}>
            {item.content}
          </span>
          <Note code={c} note={item.note} expanded={expanded} />
        </div>
      );
    case 'MB20': {
      const t = mb20Title(item.title);
      const c2 = mb20Content2(item.content2);
      const body = mb20Content(item.content);
      return (
        <div className={cls}>
          <div className="mb20__row">
            <span className="mb20__label">{t.label}</span>
            <span>{t.text}</span>
          </div>
          {item.content2 ? (
            <div className="mb20__row">
              <span className="mb20__label">{c2.label}</span>
              <Tokens content={c2.text} note={item.note} />
            </div>
          ) : null}
          <div className="mb20__row">
            {body.label ? <span className="mb20__label">{body.label}</span> : null}
            <span>{body.text}</span>
          </div>
          <Note code={c} note={item.note} expanded={expanded} />
        </div>
      );
    }
    case 'MB22':
      return (
        <div className={cls}>
          <span className="card-item__title">{item.title}</span>
          <dl className="mb22__list">
            {item.multiContents.map((m, i) => (
              <div key={i} className="mb22__row">
                <dt>{m.title}</dt>
                <dd>
                  <Tokens content={m.content} note={item.note} />
                </dd>
              </div>
            ))}
          </dl>
          <Note code={c} note={item.note} expanded={expanded} />
        </div>
      );
    case 'MB25': {
      const medal = mb25Medal(index);
      return (
        <div className={cls}>
          <span className="mb25__medal" data-medal={medal ?? undefined}>
            {medal ? MEDALS[medal - 1] : index + 1}
          </span>
          <span className="card-item__title">{item.title}</span>
          <Content item={item} />
          <Note code={c} note={item.note} expanded={expanded} />
        </div>
      );
    }
    case 'JHTGSHOU':
      return (
        <div className={cls}>
          {item.subName === 1 && item.iconUrl ? (
            <img className="gshou__icon" src={withUploadPrefix(item.iconUrl)} alt="" />
          ) : null}
          {item.subName === 2 ? <span className="gshou__pin">置顶</span> : null}
          {item.subName === 3 ? (
            item.iconUrl ? (
              <img className="gshou__badge" src={withUploadPrefix(item.iconUrl)} alt="" />
            ) : (
              <span className="gshou__badge">精</span>
            )
          ) : null}
          {rowHref ? (
            <Link className="gshou__title" to={rowHref}>
              {item.title}
            </Link>
          ) : (
            <span className="gshou__title">{item.title}</span>
          )}
          {rowHref || !looksLikeHtml(item.content) ? (
            <span className="gshou__content">{plainText(item.content)}</span>
          ) : (
            <HtmlContent html={item.content} className="card-item__html" />
          )}
          <Note code={c} note={item.note} expanded={expanded} />
        </div>
      );
    default:
      return (
        <div className={cls}>
          <span className="card-item__title">{item.title}</span>
          <Content item={item} />
          {item.content2 ? <span className="card-item__content2">{item.content2}</span> : null}
          <Note code={c} note={item.note} expanded={expanded} />
          {poll}
        </div>
      );
  }
}
