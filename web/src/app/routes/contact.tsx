import { ContactPage } from '#web/features/contact/contact-page.tsx';

export function ContactRoute() {
  return <ContactPage />;
}
