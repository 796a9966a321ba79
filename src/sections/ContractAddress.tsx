// The token's contract address with a copy button that says 'Copied!' for a moment.
import { content } from '../config/content.ts';
import { markCopied, useChaos } from '../chaos/chaosStore.ts';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ContractAddress() {
  const copied = useChaos((s) => s.copiedRemainingMs > 0);
  const { label, address, copyLabel, copiedLabel } = content.contract;
  const onCopy = async () => {
    if (await copyText(address)) markCopied();
  };
  return (
    <div className="contract">
      <span className="contract__label" id="contract-label">
        {label}
      </span>
      <code className="contract__address" aria-labelledby="contract-label">
        {address}
      </code>
      <button type="button" className="button button--small" onClick={onCopy}>
        {copyLabel}
      </button>
      <span className="contract__status" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </div>
  );
}
