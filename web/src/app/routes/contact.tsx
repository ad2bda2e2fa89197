import { ContactPage } from '../../features/public/contact/contact-page';

export function ContactRoute() {
  return <ContactPage />;
}
