import { css } from '../../internal/lit.js'
import { token } from '../../theme/css.js'

export default css`
  .qr-frame {
    display: grid;
    place-items: center;
    inline-size: 100%;
    max-inline-size: 312px;
    aspect-ratio: 1;
    margin-inline: auto;
    border-radius: ${token('--kit-radius-lg')};
    /* White whatever the theme: the code needs its contrast. */
    background: #fff;
    border: 1px solid ${token('--kit-color-border')};
    overflow: hidden;
    color: #000;
  }

  .wallet {
    display: flex;
    align-items: center;
    gap: 10px;
  }

  .wallet img {
    inline-size: 32px;
    block-size: 32px;
    border-radius: ${token('--kit-radius-sm')};
  }

  .hint {
    margin: 0;
    text-align: center;
    font-size: ${token('--kit-font-size-sm')};
    color: ${token('--kit-color-fg-muted')};
  }

  .row {
    display: flex;
    justify-content: center;
    gap: 8px;
    flex-wrap: wrap;
  }
`
