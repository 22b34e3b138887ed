import toast from 'react-hot-toast';
import { FlagIcon } from '../../../components/icons/ui-icons.tsx';
import { useRequireSignIn } from '../hooks/use-require-sign-in.ts';

// The report dialog arrives in a later issue; until then a signed-in click says so.
const reportSoon = () => toast('Reporting is coming soon');

export function ReportProductButton() {
  const requireSignIn = useRequireSignIn(reportSoon);
  return (
    <div className="tooltip tooltip-left" data-tip="Report product">
      <button
        type="button"
        className="btn btn-ghost btn-square btn-sm text-base-content/60 hover:text-error"
        aria-label="Report product"
        onClick={requireSignIn}
      >
        <FlagIcon className="size-4" />
      </button>
    </div>
  );
}
