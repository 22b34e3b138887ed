import { Fragment } from 'react';

/**
 * An email address that may wrap after '@', '.' or '-' instead of overflowing a narrow cell
 * (addresses have no spaces, so browsers would otherwise keep them on one line).
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.-])/);
  return (
    <span className="break-words">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
