/**
 * The signed-in user as the header needs it. Sign-in arrives in a later issue, when this type
 * will come from `@reboard/contracts` and the hook will query the session endpoint.
 */
export type SessionUser = {
  name: string;
  image: string | null;
};

export type SessionState = {
  user: SessionUser | null;
  isPending: boolean;
};

/** Everyone is a guest until accounts exist; the header already branches on `user`. */
export function useSession(): SessionState {
  return { user: null, isPending: false };
}
