import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Buying and reporting need an account. Until sign-in exists every click goes to /login,
 * remembering where the visitor was so the later login page can send them back.
 */
export function useRequireSignIn(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    void navigate('/login', { state: { from: location } });
  }, [navigate, location]);
}
