/* What app/ hands the catalogue from admin: the removal of a listing's proof badge. */
export { RemoveProofBadgeButton } from './components/remove-proof-badge-button.tsx';
