import { ContactPage } from '#web/features/public/contact/contact-page.tsx';

export function ContactRoute() {
  return <ContactPage />;
}
