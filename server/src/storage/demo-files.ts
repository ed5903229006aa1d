/** Documents the demo seed attaches to its projects; their bytes are written by the storage plugin when missing. */
export const DEMO_DOCUMENTS = [
  {
    key: 'demo/maintenance-guide.txt',
    originName: '设备维修作业指导书.txt',
    ext: 'txt',
    content: [
      '设备维修作业指导书',
      '',
      '1. 到场前与联系人确认预约时间与设备位置。',
      '2. 到场后拍摄设备铭牌与故障现象照片。',
      '3. 维修完成后试运行 30 分钟，确认无异常。',
      '4. 上传现场照片与验收单，请联系人签字确认。',
      '',
    ].join('\n'),
  },
  {
    key: 'demo/site-safety.txt',
    originName: '现场安全须知.txt',
    ext: 'txt',
    content: [
      '现场安全须知',
      '',
      '进入产线区域须佩戴安全帽与劳保鞋；带电作业须两人同行并挂牌上锁。',
      '',
    ].join('\n'),
  },
] as const;

/** A site photo the demo seed sends in order chats (a small PNG, base64). */
export const DEMO_IMAGE = {
  key: 'demo/site-photo.png',
  originName: '现场照片.png',
  ext: 'png',
  mime: 'image/png',
  bytes: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAGAAAABICAIAAACGBWc0AAACRElEQVR42u3YxYpcURSF4fU4GWSYYcZx91S7e7m7tlVVu3vH3fMOPcggj5RpCGTDggR6wYZveODyr8m5HFwIBJ0BFztCzoBLnWFnwOWuiDPgSnfUGXC1J+YMuNYbdwZc70s4A270J50BNwdSzoBbg2lnwO2hjDPgznDWGXB3JOcMuDeap5z8+CmN7cX9sQJFfSC2Fw/GixT1gdhePJwoUdQHYnvxaLJMUR+I7cXjqQpFfSC2F4FglaI+ENuLjlCNoj4Q24vOcJ3ytw+fOXvuv/pXA7G96Io0KOoDsb3ojk5T1Adie9ETm6GoD8T2ojc+S1EfiO1FX2KOcjoHOn8S+J1xku1Ff3KecgoH+mMdeyO2FwOpJkV9ILYXg+kWRX0gthdDmTZFfSC2F8PZBYr6QGwvRnKLFPVbjO3FaH6Jov4fxPZirLBMUR+I7cV4cYWiPhDbi4nSKkV9ILYXk+U1ivpAbC+mKusU9YHYXgSrGxT1J1e2F6HaJkV9ILYX4foWRX0gtheRxjZFfSC2F9HpHYr6QGwvYjO7FPWB2F7EZ/co6gOxvUjM7VPUB2J7kZw/oKgPxPYi1TykqA/E9iLdOqKoD8T2ItM+pqgPxPYiu/CEoj4Q24vc4lOK+kBsL/JLzyjqA7G9KCw/p6gPxPaiuPKCoj4Q24vS6kuK+kBsL8prr5wBlfXXzoDqxhtnQG3zrTOgvvXOGdDYfu8MmN754AyY2f3oDJjd++QMmNv/7AyYP/jiDGgefnUGtI6+OQPax9+d4Rcf0HmWiks2YgAAAABJRU5ErkJggg==',
    'base64',
  ),
} as const;

/** The bytes of a demo file by its storage key (written by the storage when missing). */
export function demoFileBytes(key: string): Buffer | null {
  if (key === DEMO_IMAGE.key) return DEMO_IMAGE.bytes;
  const doc = DEMO_DOCUMENTS.find((d) => d.key === key);
  return doc ? Buffer.from(doc.content, 'utf8') : null;
}
