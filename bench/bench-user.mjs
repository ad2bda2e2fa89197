// A user of one benchmark run, made through the real API (the server allows 10 sign-ups per
// address an hour): Lighthouse on the portal and the offline open sign in as one.

/** POSTs JSON to the server at `base`; the status and the JSON answer (null when none). */
export const postJson = async (base, path, body) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
};

/** Registers a new user with these intolerances; their username and password. */
export async function registerBenchUser(base, intolerances, tag = 'bench') {
  const user = `${tag}${Date.now().toString(36)}`;
  const password = 'Sichere$Zeit9';
  const registered = await postJson(base, '/api/register/', {
    username: user,
    email: `${user}@example.ch`,
    password1: password,
    password2: password,
    intolerances,
    shopping_preference: 3,
    gender: 'Other',
    name: 'Bench',
    surname: 'Mark',
    birth_year: 1990,
  });
  if (registered.status !== 201)
    throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  return { user, password };
}

/** Logs the user in and stores the token pair in `page`'s browser, as the login page does. */
export async function signInPage(page, base, { user, password }) {
  const { body } = await postJson(base, '/api/token/', { identifier: user, password });
  await page.goto(`${base}/favicon.svg`);
  // Runs in the page: its globalThis is the window.
  await page.evaluate(
    ([access, refresh]) => {
      const storage = globalThis.localStorage;
      storage.setItem('access', access);
      storage.setItem('refresh', refresh);
      storage.setItem('i18nextLng', 'en');
    },
    [body.access, body.refresh],
  );
  return body;
}
