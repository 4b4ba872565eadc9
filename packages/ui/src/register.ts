/**
 * Side-effect entry for plain HTML pages: `import '@kit/ui/register'` (or a `<script
 * type="module">` of it) registers the public elements.
 */
import { defineElements } from './defineElements.js'

void defineElements()
