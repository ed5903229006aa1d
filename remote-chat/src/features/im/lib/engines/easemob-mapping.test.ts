import { i18n } from '@portal/shared';
import '../../../../locales';
import {
  EASEMOB_ERROR_KEYS,
  errorFromEasemob,
  messageFromEasemob,
  sendOptionsForEasemob,
} from './easemob-mapping';

const t = (key: string) => i18n.t(key, { ns: 'chat', lng: 'zh_CN' });
const group = { sysChannelId: 7, serviceId: 3, groupId: 'svc_SO3' };

describe('Easemob messages become ours', () => {
  test('a group text message', () => {
    const m = messageFromEasemob(
      {
        id: '99',
        type: 'txt',
        chatType: 'groupChat',
        from: 'eng1',
        to: 'eg-1',
        msg: '到了',
        time: '1700000000000',
        ext: { remind: ['me'], isEngineer: true, fromName: '张工' },
      },
      group,
    );
    expect(m).toMatchObject({
      id: 0,
      msgId: '99',
      msgType: 'text',
      msgContent: '到了',
      fromImUid: 'eng1',
      fromName: '张工',
      sysChannelId: 7,
      serviceId: 3,
      groupId: 'svc_SO3',
      chatType: 'groupchat',
      time: 1_700_000_000_000,
      ext: { remind: ['me'], isEngineer: true, origin: 'easemob' },
    });
  });

  test.each([
    ['img', 'img'],
    ['file', 'file'],
    ['video', 'video'],
  ])('a %s message carries its URL and file name', (type, ours) => {
    const m = messageFromEasemob(
      {
        id: '1',
        type,
        chatType: 'groupChat',
        to: 'eg-1',
        url: 'https://x/a',
        filename: 'a.bin',
        file_length: 12,
        time: 5,
      },
      group,
    );
    expect(m).toMatchObject({
      msgType: ours,
      msgContent: 'https://x/a',
      ext: { fileName: 'a.bin', fileSize: 12 },
    });
  });

  test('single chats, unknown kinds and unknown groups are dropped', () => {
    expect(
      messageFromEasemob({ id: '1', type: 'txt', chatType: 'singleChat', to: 'u', msg: 'x', time: 1 }, group),
    ).toBeNull();
    expect(
      messageFromEasemob({ id: '1', type: 'custom', chatType: 'groupChat', to: 'g', time: 1 }, group),
    ).toBeNull();
    expect(
      messageFromEasemob(
        { id: '1', type: 'txt', chatType: 'groupChat', to: 'g', msg: 'x', time: 1 },
        undefined,
      ),
    ).toBeNull();
  });
});

test('our sends become Easemob group messages with the remind list', () => {
  expect(
    sendOptionsForEasemob(
      { clientId: 'c1', sysChannelId: 7, msgType: 'text', msgContent: 'hi', ext: { remind: ['a'] } },
      'eg-1',
      '我',
    ),
  ).toEqual({
    type: 'txt',
    chatType: 'groupChat',
    to: 'eg-1',
    msg: 'hi',
    ext: { remind: ['a'], fromName: '我', clientId: 'c1' },
  });
  expect(
    sendOptionsForEasemob(
      {
        clientId: 'c2',
        sysChannelId: 7,
        msgType: 'img',
        msgContent: '/file/files/1/a.png',
        ext: { fileName: 'a.png', fileSize: 3 },
      },
      'eg-1',
      '我',
    ),
  ).toMatchObject({ type: 'img', url: '/file/files/1/a.png', filename: 'a.png', file_length: 3 });
});

describe('Easemob error codes become SPEC section 8 messages', () => {
  test.each([
    [0, '未知错误！'],
    [1, '登陆失败！'],
    [2, '密码错误！'],
    [204, '该用户不存在！'],
    [28, '未登录！'],
    [101, '上传失败，超过10M限制'],
    [602, '不在该群中'],
    [605, '群聊不存在'],
  ])('code %i', (code, text) => {
    expect(errorFromEasemob({ type: code }, t)).toEqual({ code, msg: text });
  });

  test('a refused login (code 1) says why when the SDK does', () => {
    expect(errorFromEasemob({ type: 1, message: 'invalid password' }, t)).toEqual({
      code: 1,
      msg: '密码错误！',
    });
    expect(errorFromEasemob({ type: 1, message: 'user not found' }, t)).toEqual({
      code: 1,
      msg: '该用户不存在！',
    });
    expect(errorFromEasemob({ type: 1, message: 'socket closed' }, t)).toEqual({
      code: 1,
      msg: '登陆失败！',
    });
  });

  test('code 16 is ignored; an unknown code keeps the SDK message, else 未知错误！', () => {
    expect(errorFromEasemob({ type: 16 }, t)).toBeNull();
    expect(errorFromEasemob({ type: 999, message: 'sdk says' }, t)).toEqual({ code: 999, msg: 'sdk says' });
    expect(errorFromEasemob({}, t)).toEqual({ code: 0, msg: '未知错误！' });
  });

  test('every mapped code has a message in every language', () => {
    for (const lng of ['zh_CN', 'zh_TW', 'en']) {
      for (const key of Object.values(EASEMOB_ERROR_KEYS)) {
        const text = i18n.t(`errors.${key}`, { ns: 'chat', lng });
        expect(text).not.toBe(`errors.${key}`);
      }
    }
  });
});
