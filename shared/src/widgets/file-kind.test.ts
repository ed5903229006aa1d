import { acceptAttribute, fileExtension, fileKind, isAccepted } from './file-kind';

describe('fileKind (SPEC 5 extension lists)', () => {
  it.each([
    ['a.png', 'image'],
    ['a.jpg', 'image'],
    ['a.jpeg', 'image'],
    ['a.gif', 'image'],
    ['a.bmp', 'image'],
    ['a.webp', 'image'],
    ['a.tiff', 'image'],
    ['PHOTO.JPG', 'image'],
    ['https://oss.example.com/x/y/receipt.PNG?x-oss-process=resize', 'image'],
    ['a.mp4', 'video'],
    ['a.avi', 'video'],
    ['a.mkv', 'video'],
    ['a.mov', 'video'],
    ['a.flv', 'video'],
    ['a.wmv', 'video'],
    ['clip.WebM', 'video'],
    ['a.tif', 'file'],
    ['a.svg', 'file'],
    ['a.pdf', 'file'],
    ['report.docx', 'file'],
    ['archive.tar.gz', 'file'],
    ['png', 'file'],
    ['.png', 'file'],
    ['', 'file'],
    ['dir.png/readme', 'file'],
  ])('%s is %s', (name, kind) => {
    expect(fileKind(name)).toBe(kind);
  });

  it('reads the last extension in lower case', () => {
    expect(fileExtension('a.b.JPEG')).toBe('jpeg');
    expect(fileExtension('noext')).toBe('');
  });

  it('accepts by kind', () => {
    expect(isAccepted('a.png', 'image')).toBe(true);
    expect(isAccepted('a.mp4', 'image')).toBe(false);
    expect(isAccepted('a.mp4', 'video')).toBe(true);
    expect(isAccepted('a.pdf', 'file')).toBe(true);
    expect(isAccepted('a.png', 'file')).toBe(false);
    expect(isAccepted('a.png', 'any')).toBe(true);
    expect(acceptAttribute('image')).toBe('.png,.jpg,.jpeg,.gif,.bmp,.webp,.tiff');
    expect(acceptAttribute('video')).toBe('.mp4,.avi,.mkv,.mov,.flv,.wmv,.webm');
    expect(acceptAttribute('any')).toBeUndefined();
  });
});
