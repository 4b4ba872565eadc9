import { useAppKitEvents } from '@kit/react'
import { useEffect, useState } from 'react'

/**
 * `?events`: the events the kit sent while the page was open, as an app reads them with
 * useAppKitEvents (the latest one each render), one line each: name and properties.
 */
export function EventLog() {
  const event = useAppKitEvents()
  const [lines, setLines] = useState<string[]>([])
  useEffect(() => {
    // The starting value (timestamp 0) is no event the kit sent.
    if (event.timestamp === 0) return
    setLines((previous) => [...previous, `${event.data.event} ${JSON.stringify(event.data.properties ?? {})}`])
  }, [event])
  return (
    <ol data-testid="demo-events" className="demo-events">
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ol>
  )
}
