// The tslib helpers @docusaurus/utils-common calls in the browser (see index.ts).
export {__importDefault} from 'tslib';
