import { Button } from './button.tsx';
import { ArrowLeftIcon } from './icons.tsx';

/** The public screens' Back, top left, clear of the theme toggle (top right). */
export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <div className="flex min-h-11 items-center pr-14">
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
        <ArrowLeftIcon />
        Back
      </Button>
    </div>
  );
}
