import { Empty } from 'antd-mobile';
import type { CSSProperties } from 'react';
import { msg } from '@sixmark/shared';

export interface EmptyStateProps {
  /** Default 暂无数据. */
  description?: string;
  className?: string;
  style?: CSSProperties;
}

/** The empty list state (暂无数据 unless told otherwise). */
export function EmptyState({ description = msg.noData, className, style }: EmptyStateProps) {
  return <Empty className={className} style={style} description={description} />;
}
