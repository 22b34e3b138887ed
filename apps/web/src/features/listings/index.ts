/* What app/ hands the catalogue from listings: reporting a listing. */
export { ReportProductButton } from './components/report-product-button.tsx';
