import { useParams } from 'react-router';

type ComingSoonPageProps = { title: string; text: string };

/** A role page whose real content arrives in a later issue; the guard and heading are final. */
export function ComingSoonPage({ title, text }: ComingSoonPageProps) {
  const { id } = useParams();
  return (
    <div>
      <title>{`${title} · Reboard`}</title>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <div className="mt-6 rounded-box border border-dashed border-base-300 bg-base-200/50 px-6 py-12 text-center">
        <p className="text-base-content/70">{text}</p>
        {id ? <p className="mt-2 font-mono text-xs text-base-content/50">Reference: {id}</p> : null}
      </div>
    </div>
  );
}
