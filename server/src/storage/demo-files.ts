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
    content: ['现场安全须知', '', '进入产线区域须佩戴安全帽与劳保鞋；带电作业须两人同行并挂牌上锁。', ''].join('\n'),
  },
] as const;
