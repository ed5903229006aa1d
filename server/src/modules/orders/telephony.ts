import { DIAL_NUMBER_PATTERN } from '@portal/contract';

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

export const normalisePhone = (value: string) => value.replace(/[\s()（）]/g, '');
export const isValidPhone = (value: string) => DIAL_NUMBER_PATTERN.test(normalisePhone(value));
