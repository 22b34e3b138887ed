import { Icon, type IconProps } from '@/components/icons/icon.tsx';

// The seller's row actions; same 24px outline style as components/icons/ui-icons.tsx.

export function RocketIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 15c-1.5 1-2 4-2 6 2 0 5-.5 6-2" />
      <path d="M9 18 6 15c1-4 5-10 13-12-1.5 8-8 12-12 13" />
      <circle cx="14.5" cy="9.5" r="1.5" />
    </Icon>
  );
}

export function PencilIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" />
      <path d="m13.5 6.5 4 4" />
    </Icon>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h16M10 11v6M14 11v6" />
      <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </Icon>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 5v14M5 12h14" />
    </Icon>
  );
}
