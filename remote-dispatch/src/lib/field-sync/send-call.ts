import { ApiError, root, type Envelope } from '@portal/shared';
import { addressOf, type CallOutcome, type StoredCall } from '@portal/shared/field';

/**
 * Sends one queued call with its `Idempotency-Key` and `X-Acted-At`. A 4xx answer is the server
 * refusing the act (re-dispatched, cancelled): kept with its message. No answer, 409 (the first send
 * still running) or 5xx: not reached, sent again later under the same key.
 */
export async function sendCall(call: StoredCall, headers: Record<string, string>): Promise<CallOutcome> {
  const { method, url } = addressOf(call);
  let data: unknown = call.body ?? {};
  if (call.file) {
    const form = new FormData();
    form.append('file', call.file, call.fileName ?? 'photo.jpg');
    for (const [name, value] of Object.entries(call.body ?? {})) form.append(name, String(value));
    data = form;
  }
  try {
    const response = await root.request<Envelope<unknown>>({
      method,
      url,
      data,
      headers,
      silent: true,
      // A refusal (4xx) is read as an answer, so that the server's own words are kept with the act
      // (the client would put a generic message in place of a 404's). 401 still ends the session.
      validateStatus: (status) =>
        (status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 401),
    });
    if (response.status >= 400) {
      const words =
        typeof response.data?.msg === 'string' && response.data.msg
          ? response.data.msg
          : String(response.status);
      return classify(new ApiError(words, response.status, response.data?.code ?? null));
    }
    return { ok: true, answer: response.data.data };
  } catch (error) {
    return classify(error);
  }
}

function classify(error: unknown): CallOutcome {
  if (error instanceof ApiError && error.status !== null && error.status >= 400 && error.status < 500) {
    if (error.status !== 409 && error.status !== 401 && error.status !== 408 && error.status !== 429) {
      return { ok: false, refused: true, message: error.message };
    }
  }
  return { ok: false, refused: false };
}
