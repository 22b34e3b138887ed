import type { InfoSection } from '../info-page-content.ts';

/** One headed part of a page: paragraphs, a list, paragraphs after it; `say` turns a key into words. */
export function InfoSectionView({ section, say }: { section: InfoSection; say: (key: string) => string }) {
  return (
    <section aria-labelledby={section.id} className="space-y-4">
      <h2 id={section.id} className="scroll-mt-24 text-2xl font-semibold tracking-tight text-base-content">
        {say(section.headingKey)}
      </h2>
      {section.paragraphKeys.map((key) => (
        <p key={key}>{say(key)}</p>
      ))}
      {section.listKeys ? (
        <ul className="list-disc space-y-2 pl-6">
          {section.listKeys.map((key) => (
            <li key={key}>{say(key)}</li>
          ))}
        </ul>
      ) : null}
      {section.afterListKeys?.map((key) => (
        <p key={key}>{say(key)}</p>
      ))}
    </section>
  );
}
