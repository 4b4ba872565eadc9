import { css } from '../../internal/lit.js'

export default css`
  :host {
    display: contents;
  }

  .view-loading {
    display: grid;
    place-items: center;
    min-block-size: 200px;
  }
`
