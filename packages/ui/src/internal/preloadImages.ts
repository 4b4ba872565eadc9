/** How long the modal waits for a view's images before it stops waiting (they keep loading in place). */
export const IMAGE_PRELOAD_TIMEOUT = 2_000

export type PreloadImagesReturnType = {
  /** Loaded and decoded: drawn at once when the view shows them. */
  loaded: string[]
  /** Failed (404: the API has no logo; or unreachable): the view shows initials for these. */
  failed: string[]
  /** Still loading when the timeout came. */
  pending: string[]
}

export type PreloadImagesParameters = {
  /** Default `IMAGE_PRELOAD_TIMEOUT` (2 s). */
  timeout?: number | undefined
  /** Creates the image element (a test passes its own); default `new Image()`. */
  createImage?: (() => HTMLImageElement) | undefined
}

/** Only URLs worth loading ahead: http(s) and blob, each once (a data URL is already here). */
export function preloadableUrls(urls: Iterable<string | undefined>): string[] {
  return [...new Set([...urls].filter((url): url is string => typeof url === 'string' && /^(https?:\/\/|blob:)/.test(url)))]
}

/**
 * Fetches and decodes images ahead of the view that shows them, so they are drawn with the view
 * instead of popping in. Resolves once every image has loaded or failed, or when `timeout` ms have
 * passed, whichever is first: it never rejects and never waits longer.
 */
export function preloadImages(
  urls: Iterable<string | undefined>,
  { timeout = IMAGE_PRELOAD_TIMEOUT, createImage = () => new Image() }: PreloadImagesParameters = {},
): Promise<PreloadImagesReturnType> {
  const wanted = preloadableUrls(urls)
  const loaded: string[] = []
  const failed: string[] = []
  const result = () => ({ loaded: [...loaded], failed: [...failed], pending: wanted.filter((url) => !loaded.includes(url) && !failed.includes(url)) })
  if (!wanted.length) return Promise.resolve(result())
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(result()), timeout)
    const settle = (list: string[], url: string) => {
      list.push(url)
      if (loaded.length + failed.length < wanted.length) return
      clearTimeout(timer)
      resolve(result())
    }
    for (const url of wanted) {
      const image = createImage()
      image.decoding = 'async'
      image.src = url
      image.decode().then(
        () => settle(loaded, url),
        () => settle(failed, url),
      )
    }
  })
}
