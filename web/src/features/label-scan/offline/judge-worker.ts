// The diet engine in a worker (issue 32): a photographed label judged with no server at all.
// The engine is pure TypeScript (no node:*), built from the knowledge the server serves for its
// own engine fingerprint, so it gives the server's verdict for the same text (decision 191).
import { createEngine, type Engine, type Knowledge, type Lang } from '@safeshelf/engine';
import {
  toDietProfile,
  toLabelInput,
  type EngineProfile,
  type LabelText,
} from '@safeshelf/contract/engine-input';
import { readKnowledge } from '#web/lib/offline/knowledge.ts';

export interface JudgeRequest {
  id: number;
  fingerprint: string;
  label: LabelText;
  profile: EngineProfile;
  lang: Lang;
}
export type JudgeResponse =
  | { id: number; result: { diet_color: 'green' | 'yellow' | 'red'; checks: unknown[] } }
  | { id: number; error: string };

// The worker's global scope (the web app's types are the window's: DOM, not WebWorker).
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<JudgeRequest>) => void) | null;
  postMessage: (message: JudgeResponse) => void;
};

let built: { fingerprint: string; engine: Promise<Engine> } | null = null;

const engineFor = (fingerprint: string) => {
  if (built?.fingerprint !== fingerprint)
    built = {
      fingerprint,
      engine: readKnowledge(fingerprint).then((knowledge) => createEngine(knowledge as Knowledge)),
    };
  return built.engine;
};

scope.onmessage = async (event) => {
  const { id, fingerprint, label, profile, lang } = event.data;
  try {
    const engine = await engineFor(fingerprint);
    const verdict = engine.judge(toLabelInput(label), toDietProfile(profile), lang);
    scope.postMessage({ id, result: { diet_color: verdict.diet_color, checks: verdict.checks } });
  } catch (error) {
    built = null;
    scope.postMessage({ id, error: String(error) });
  }
};
