import { Fragment } from 'react';

/** A URL that wraps only after a slash, never inside a name such as `mf-manifest.json`. */
export function BreakableUrl({ url }: { url: string }) {
  const parts = url.split('/');
  const last = parts.length - 1;
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          <span style={{ whiteSpace: 'nowrap' }}>{index < last ? `${part}/` : part}</span>
          {index < last && <wbr />}
        </Fragment>
      ))}
    </>
  );
}
