import { SearchPage } from '#web/features/products/components/search-page.tsx';
import { Greeting } from '#web/features/profile/components/greeting.tsx';
import { JudgedForPicker } from '#web/features/household/components/judged-for-picker.tsx';

export function SearchRoute() {
  return (
    <>
      <Greeting />
      <SearchPage toolbar={<JudgedForPicker />} />
    </>
  );
}
