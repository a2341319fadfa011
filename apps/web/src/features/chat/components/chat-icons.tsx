import { createIcon } from '../../../shared/ui/icons';

// The chat's own icons, in the chat's chunks rather than the entry (see shared/ui/icons.tsx).

export const PlusIcon = /* @__PURE__ */ createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);

export const PaperclipIcon = /* @__PURE__ */ createIcon(
  'PaperclipIcon',
  <path d="m21 11.5-8.6 8.6a5.5 5.5 0 0 1-7.8-7.8l8.6-8.6a3.7 3.7 0 0 1 5.2 5.2l-8.6 8.6a1.8 1.8 0 0 1-2.6-2.6l7.9-7.9" />,
);

export const SendIcon = /* @__PURE__ */ createIcon(
  'SendIcon',
  <path d="M4 12 20 4l-4 16-4-7-8-1ZM12 13l8-9" />,
);

export const StopIcon = /* @__PURE__ */ createIcon(
  'StopIcon',
  <rect x="6" y="6" width="12" height="12" rx="1.5" />,
);

export const ThumbUpIcon = /* @__PURE__ */ createIcon(
  'ThumbUpIcon',
  <path d="M7 10v10H4V10h3Zm0 0 4-7a2 2 0 0 1 2.5 2.3L12.8 9H19a2 2 0 0 1 2 2.4l-1.5 7A2 2 0 0 1 17.5 20H7" />,
);

export const ThumbDownIcon = /* @__PURE__ */ createIcon(
  'ThumbDownIcon',
  <path d="M17 14V4h3v10h-3Zm0 0-4 7a2 2 0 0 1-2.5-2.3l.7-3.7H5a2 2 0 0 1-2-2.4l1.5-7A2 2 0 0 1 6.5 4H17" />,
);

export const PencilIcon = /* @__PURE__ */ createIcon(
  'PencilIcon',
  <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4ZM13.5 6.5l4 4" />,
);

export const TrashIcon = /* @__PURE__ */ createIcon(
  'TrashIcon',
  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />,
);

export const FileIcon = /* @__PURE__ */ createIcon(
  'FileIcon',
  <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Zm0 0v5h5M9 13h6M9 17h6" />,
);

export const DownloadIcon = /* @__PURE__ */ createIcon(
  'DownloadIcon',
  <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />,
);
