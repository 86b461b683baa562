import sharp from 'sharp';

/** A photo-like JPEG (a gradient) carrying EXIF with GPS coordinates and a camera, as a phone writes one. */
export async function jpegWithGps(width = 900, height = 600): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PivotPhone', Model: 'Test 1', Copyright: 'secret-owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 41/1 2215/100', GPSLongitudeRef: 'E', GPSLongitude: '139/1 41/1 3042/100' },
    })
    .toBuffer();
}
