import type { CSSProperties } from 'react';

/**
 * antd Descriptions' `styles` for detail tables: a label never breaks between two Chinese characters
 * (支出关单时 / 间) — Chinese labels stay on one line, English ones may wrap at spaces — so a narrow
 * column squeezes the value, not the label.
 */
export const DETAIL_DESCRIPTION_STYLES: { label: CSSProperties } = {
  label: { wordBreak: 'keep-all', overflowWrap: 'normal', minWidth: '5em' },
};
