/*
 * Nothing else imports the dashboard: its layout and home page are routed lazily by app/pages.tsx.
 * The door is here so every feature is entered the same way.
 */
export {};
