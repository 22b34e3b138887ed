import { Link } from 'react-router';
import { ChipIcon } from '@/components/icons/ui-icons.tsx';
import { paths } from '@/lib/paths.ts';

export function Brand() {
  return (
    <Link to={paths.home} className="flex items-center gap-2 rounded-field px-1 text-xl font-bold tracking-tight">
      <span className="grid size-9 place-items-center rounded-field bg-primary text-primary-content">
        <ChipIcon className="size-5" />
      </span>
      <span>Reboard</span>
    </Link>
  );
}
