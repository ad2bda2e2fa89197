import { useCategories } from '#web/features/products/api/get-categories.ts';
import { SearchPage } from '#web/features/products/components/search-page.tsx';
import { useHousehold } from '#web/features/household/api/get-household.ts';
import { JudgedForPicker } from '#web/features/household/components/judged-for-picker.tsx';
import { useJudgedFor } from '#web/lib/judged-for.ts';
import { useMe } from '#web/features/profile/api/get-me.ts';
import { useOwnProfile } from '#web/features/profile/api/get-profile.ts';
import { Greeting } from '#web/features/profile/components/greeting.tsx';
import { SavedSuggestions } from './saved-suggestions';

export function SearchRoute() {
  // The greeting, the household picker and the categories sit above the suggestions: when they
  // came after them they pushed the list down (Lighthouse on a phone: CLS 0.167, 0.134 of it the
  // list). The screen stays hidden until they are known, while every request runs; it then appears
  // at once. A first failure (no signal: at once) shows it without them rather than waiting for
  // the retry.
  const me = useMe();
  const profile = useOwnProfile(me.data?.id);
  const household = useHousehold();
  const categories = useCategories();
  const judgedFor = useJudgedFor();
  const settling = [me, profile, household, categories].some(
    (q) => q.isLoading && q.failureCount === 0,
  );
  return (
    <div aria-busy={settling} className={settling ? 'invisible' : undefined}>
      <Greeting />
      <SearchPage
        toolbar={<JudgedForPicker />}
        personName={household.data?.find((person) => String(person.id) === judgedFor)?.name}
        home={(mix, filter) => <SavedSuggestions mix={mix} filter={filter} />}
      />
    </div>
  );
}
