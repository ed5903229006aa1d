/** A call between two numbers, placed through whatever telephony the portal is connected to. */
export interface CallRequest {
  fromUser: string;
  toUser: string;
}

export interface CallResult {
  status: 'recorded' | 'ringing' | 'failed';
  callId?: string;
}

export interface TelephonyProvider {
  readonly name: string;
  dial(call: CallRequest): Promise<CallResult>;
}

/** The default: no switchboard; the call is only recorded (the caller dials by hand). */
export const recordOnlyProvider: TelephonyProvider = {
  name: 'record',
  async dial() {
    return { status: 'recorded' };
  },
};

const provider: TelephonyProvider = recordOnlyProvider;

export const telephonyProvider = () => provider;

/** Mainland mobile, landline with area code (optional extension), or a 400/800 service number. */
const NUMBER = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|[48]00-?\d{3}-?\d{4})$/;

export const normalisePhone = (value: string) => value.replace(/[\s()（）]/g, '');
export const isValidPhone = (value: string) => NUMBER.test(normalisePhone(value));
