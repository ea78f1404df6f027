import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import ffmpeg from '@ffmpeg-installer/ffmpeg'
import { createCanvas, type Image, loadImage } from '@napi-rs/canvas'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** Previews are this wide (the lists show them at 120 px; twice that for sharp screens). */
export const THUMBNAIL_WIDTH = 240
/** A tall page or a portrait photo is cut here, so a list row keeps its height. */
const MAX_HEIGHT = 340
const WEBP_QUALITY = 80

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))

/**
 * A file's preview as WebP about 240 px wide (docs/decisions/0751-previews-in-a-background-job.md): a PDF's
 * first page, an image scaled, a video's frame at one second. Null for a type that has no picture (Word,
 * PowerPoint) or bytes that cannot be read.
 */
export async function renderThumbnail(bytes: Uint8Array, mimeType: string): Promise<Buffer | null> {
  if (mimeType === 'application/pdf') return pdfFirstPage(bytes)
  if (mimeType.startsWith('image/')) return scaled(await loadImage(Buffer.from(bytes)).catch(() => null))
  if (mimeType.startsWith('video/')) {
    const frame = await videoFrame(bytes)
    return frame ? scaled(await loadImage(frame).catch(() => null)) : null
  }
  return null
}

async function pdfFirstPage(bytes: Uint8Array): Promise<Buffer | null> {
  const task = getDocument({
    // pdf.js hands its buffer to its worker, which leaves the caller's array empty: it gets a copy.
    data: bytes.slice(),
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: join(pdfjsRoot, 'standard_fonts/'),
    cMapUrl: join(pdfjsRoot, 'cmaps/'),
    cMapPacked: true,
    verbosity: 0,
  })
  try {
    const pdf = await task.promise
    const page = await pdf.getPage(1)
    const unscaled = page.getViewport({ scale: 1 })
    const viewport = page.getViewport({ scale: THUMBNAIL_WIDTH / unscaled.width })
    const height = Math.min(Math.ceil(viewport.height), MAX_HEIGHT)
    const canvas = createCanvas(THUMBNAIL_WIDTH, height)
    const context = canvas.getContext('2d')
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, THUMBNAIL_WIDTH, height)
    // pdf.js types its canvas as the DOM's; @napi-rs/canvas is the one pdf.js itself uses under Node.
    type RenderParameters = Parameters<typeof page.render>[0]
    await page.render({
      canvas: canvas as unknown as RenderParameters['canvas'],
      canvasContext: context as unknown as RenderParameters['canvasContext'],
      viewport,
    }).promise
    page.cleanup()
    return await canvas.encode('webp', WEBP_QUALITY)
  } catch {
    return null
  } finally {
    await task.destroy()
  }
}

async function scaled(image: Image | null): Promise<Buffer | null> {
  if (!image || image.width === 0 || image.height === 0) return null
  const scale = THUMBNAIL_WIDTH / image.width
  const height = Math.max(1, Math.min(Math.round(image.height * scale), MAX_HEIGHT))
  const canvas = createCanvas(THUMBNAIL_WIDTH, height)
  canvas.getContext('2d').drawImage(image, 0, 0, THUMBNAIL_WIDTH, Math.round(image.height * scale))
  return canvas.encode('webp', WEBP_QUALITY)
}

/**
 * A video's frame at one second (or its first, for a shorter one) as PNG, by the ffmpeg binary that
 * `@ffmpeg-installer/ffmpeg` ships inside the npm package. A file, not a pipe: an MP4 may keep its index at the end.
 */
async function videoFrame(bytes: Uint8Array): Promise<Buffer | null> {
  const folder = await mkdtemp(join(tmpdir(), 'unikit-frame-'))
  try {
    const input = join(folder, 'video')
    await writeFile(input, bytes)
    for (const at of ['1', '0']) {
      const frame = await runFfmpeg([
        '-v',
        'error',
        '-ss',
        at,
        '-i',
        input,
        '-frames:v',
        '1',
        '-f',
        'image2pipe',
        '-vcodec',
        'png',
        '-',
      ])
      if (frame && frame.length > 0) return frame
    }
    return null
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

function runFfmpeg(args: string[]): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const child = spawn(ffmpeg.path, args, { stdio: ['ignore', 'pipe', 'ignore'] })
    const chunks: Buffer[] = []
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.on('error', () => resolve(null))
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve(code === 0 ? Buffer.concat(chunks) : null)
    })
  })
}
