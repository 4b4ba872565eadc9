import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  .receive {
    align-items: center;
    gap: 12px;
    text-align: center;
  }

  .qr-frame {
    display: grid;
    place-items: center;
    inline-size: 256px;
    block-size: 256px;
    max-inline-size: 100%;
    border-radius: ${token('--kit-radius-lg')};
    /* White whatever the theme: the code needs its contrast. */
    background: #fff;
    border: 1px solid ${token('--kit-color-border')};
    overflow: hidden;
  }

  .address {
    margin: 0;
    max-inline-size: 300px;
    font-family: ${token('--kit-font-family-mono')};
    font-size: ${token('--kit-font-size-sm')};
    overflow-wrap: anywhere;
  }

  .networks {
    align-self: stretch;
    padding: 12px;
    border-radius: ${token('--kit-radius-lg')};
    background: ${token('--kit-color-surface')};
  }

  .networks-heading {
    margin: 0 0 8px;
    font-size: ${token('--kit-font-size-sm')};
    font-weight: ${token('--kit-font-weight-medium')};
    color: ${token('--kit-color-fg-muted')};
  }

  .network-list {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 8px 12px;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: ${token('--kit-font-size-sm')};
  }

  .network-list li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`
