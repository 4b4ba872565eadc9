import { css } from '../../internal/lit.js'
import { focusRing, token } from '../../theme/css.js'

export default css`
  .onramp {
    gap: 12px;
    margin: 0;
  }

  .limits {
    grid-column: 1 / -1;
    margin: 0;
    font-size: ${token('--kit-font-size-xs')};
    color: ${token('--kit-color-fg-muted')};
  }

  .pickers {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 8px;
  }

  .picker {
    display: grid;
    gap: 4px;
    min-inline-size: 0;
  }

  .picker-label {
    font-size: ${token('--kit-font-size-xs')};
    color: ${token('--kit-color-fg-muted')};
  }

  select {
    min-block-size: 44px;
    min-inline-size: 0;
    padding-inline: 10px;
    border: 1px solid ${token('--kit-color-border')};
    border-radius: ${token('--kit-radius-md')};
    background: ${token('--kit-color-bg')};
    color: ${token('--kit-color-fg')};
    font: inherit;
  }

  select:focus-visible {
    outline: none;
    box-shadow: ${focusRing};
  }

  .quote {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 6px 12px;
    margin: 0;
    padding: 12px;
    border-radius: ${token('--kit-radius-lg')};
    background: ${token('--kit-color-surface')};
    font-size: ${token('--kit-font-size-sm')};
  }

  .quote dt {
    color: ${token('--kit-color-fg-muted')};
  }

  .quote dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  .quote-note {
    margin: 0;
    font-size: ${token('--kit-font-size-xs')};
    color: ${token('--kit-color-fg-muted')};
  }

  .estimate {
    color: ${token('--kit-color-warning')};
  }

  .providers {
    display: grid;
    gap: 8px;
  }
`
