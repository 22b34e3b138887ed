import { Icon, type IconProps } from '@/components/icons/icon.tsx';

/** A speech bubble: messages. */
export function ChatIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H9l-5 4V5.5Z" />
      <path d="M8 9h8M8 12h5" />
    </Icon>
  );
}
