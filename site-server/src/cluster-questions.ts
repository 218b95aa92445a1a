// Questions a worker of the cluster asks the primary (every worker's metrics, the site's release
// counts), over the cluster's IPC channel: `{ siteServerQuestion: topic, id }`, answered with
// `{ siteServerAnswer: topic, id, value }` or `{ …, error }`.
import cluster from 'node:cluster';

type Question = { siteServerQuestion: string; id: number };
type Answer = { siteServerAnswer: string; id: number; value?: unknown; error?: string };

const isQuestion = (message: unknown, topic: string): message is Question =>
  typeof message === 'object' && message !== null && (message as Question).siteServerQuestion === topic && typeof (message as Question).id === 'number';
const isAnswer = (message: unknown, topic: string): message is Answer =>
  typeof message === 'object' && message !== null && (message as Answer).siteServerAnswer === topic && typeof (message as Answer).id === 'number';

/** In the primary: answers each worker's question on `topic` with what `answer` resolves to. */
export function answerWorkers(topic: string, answer: () => Promise<unknown>): void {
  cluster.on('message', (worker, message: unknown) => {
    if (!isQuestion(message, topic)) return;
    const reply = (fields: Omit<Answer, 'siteServerAnswer' | 'id'>) => {
      if (worker.isConnected()) worker.send({ siteServerAnswer: topic, id: message.id, ...fields } satisfies Answer);
    };
    answer().then(
      (value) => reply({ value }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/**
 * In a worker: a function that asks the primary the question of `topic` and resolves to its
 * answer; rejects when the primary says it could not answer, or says nothing within `timeoutMs`.
 */
export function askPrimary<T>(topic: string, timeoutMs: number): () => Promise<T> {
  const pending = new Map<number, (answer: Answer) => void>();
  let next = 0;
  process.on('message', (message: unknown) => {
    if (!isAnswer(message, topic)) return;
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  });
  return () =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`the primary did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      pending.set(id, (answer) => {
        clearTimeout(timer);
        if (answer.error === undefined) resolve(answer.value as T);
        else reject(new Error(answer.error));
      });
      process.send?.({ siteServerQuestion: topic, id } satisfies Question);
    });
}
