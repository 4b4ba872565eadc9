import { css } from '../../internal/lit.js'
import { logoStyles } from '../../internal/logo.js'
import { focusRing, token } from '../../theme/css.js'

export default css`
  :host {
    display: flex;
    flex-direction: column;
    gap: 12px;
    color: ${token('--kit-color-fg')};
  }

  .panel {
    display: flex;
    flex-direction: column;
    gap: 12px;
    max-block-size: 320px;
    overflow-y: auto;
    border-radius: ${token('--kit-radius-md')};
    outline: none;
  }

  .panel:focus-visible {
    box-shadow: ${focusRing};
  }

  .items,
  .nfts {
    display: flex;
    flex-direction: column;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  .item {
    display: flex;
    align-items: center;
    gap: 12px;
    min-block-size: 56px;
    padding-block: 8px;
    padding-inline: 12px;
    border-radius: ${token('--kit-radius-md')};
    background: ${token('--kit-color-surface')};
  }

  .item-main {
    display: flex;
    flex: 1 1 auto;
    flex-direction: column;
    gap: 4px;
    min-inline-size: 0;
  }

  .item-title {
    overflow: hidden;
    font-size: ${token('--kit-font-size-md')};
    font-weight: ${token('--kit-font-weight-medium')};
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .item-title.failed {
    color: ${token('--kit-color-error')};
  }

  .item-sub {
    overflow: hidden;
    font-size: ${token('--kit-font-size-sm')};
    color: ${token('--kit-color-fg-muted')};
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .item-end {
    display: flex;
    flex: none;
    flex-direction: column;
    align-items: flex-end;
    gap: 4px;
    font-size: ${token('--kit-font-size-sm')};
    font-variant-numeric: tabular-nums;
    text-align: end;
  }

  .amount {
    font-weight: ${token('--kit-font-weight-medium')};
  }

  .amount.in {
    color: ${token('--kit-color-success')};
  }

  .asset-icon {
    position: relative;
    display: grid;
    flex: none;
    place-items: center;
    overflow: hidden;
    inline-size: 36px;
    block-size: 36px;
    border-radius: 50%;
    color: #fff;
    font-size: 12px;
    font-weight: ${token('--kit-font-weight-semibold')};
  }

  .asset-icon.square {
    border-radius: ${token('--kit-radius-sm')};
  }

  ${logoStyles}

  /* NFT previews fill their square. */
  .asset-icon.square .logo-image {
    padding: 0;
    object-fit: cover;
  }

  .nfts {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 8px;
  }

  .nft {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 8px;
    border-radius: ${token('--kit-radius-md')};
    background: ${token('--kit-color-surface')};
  }

  .nft .asset-icon {
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 1;
    font-size: 20px;
  }

  .nft-name {
    overflow: hidden;
    font-size: ${token('--kit-font-size-sm')};
    font-weight: ${token('--kit-font-weight-medium')};
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .nft-collection {
    overflow: hidden;
    font-size: ${token('--kit-font-size-xs')};
    color: ${token('--kit-color-fg-muted')};
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  .group {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }

  .group-title {
    margin: 0;
    padding-block: 4px;
    padding-inline: 4px;
    font-size: ${token('--kit-font-size-sm')};
    font-weight: ${token('--kit-font-weight-semibold')};
    color: ${token('--kit-color-fg-muted')};
  }

  .placeholder {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }

  .message {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 8px;
    padding-block: 20px;
    padding-inline: 12px;
    text-align: center;
    color: ${token('--kit-color-fg-muted')};
    font-size: ${token('--kit-font-size-sm')};
  }

  .message p {
    margin: 0;
  }

  .message.error {
    color: ${token('--kit-color-error')};
  }

  .text-button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-block-size: 36px;
    padding-block: 6px;
    padding-inline: 14px;
    border: none;
    border-radius: ${token('--kit-radius-full')};
    background: ${token('--kit-color-surface')};
    color: ${token('--kit-color-accent-text')};
    font: inherit;
    font-size: ${token('--kit-font-size-sm')};
    font-weight: ${token('--kit-font-weight-medium')};
    cursor: pointer;
  }

  .text-button:hover {
    background: ${token('--kit-color-surface-hover')};
  }

  .text-button:focus-visible {
    outline: none;
    box-shadow: ${focusRing};
  }

  .text-button[disabled] {
    cursor: progress;
  }

  .more {
    align-self: center;
  }
`
