/** Facts about the library and its people that several config blocks share. */
export const libraryVersion = '4.7.3';
export const repositoryUrl = 'https://github.com/mrousavy/react-native-vision-camera';
export const exampleAppUrl = `${repositoryUrl}/tree/v${libraryVersion}/package/example`;
export const discussionsUrl = `${repositoryUrl}/discussions`;
export const shadowLensUrl = 'https://mrousavy.com/projects/shadowlens';
export const appStoreUrl = 'https://apps.apple.com/app/shadowlens/id6471849004';
export const playStoreUrl = 'https://play.google.com/store/apps/details?id=com.mrousavy.shadowlens';
export const discordUrl = 'https://discord.gg/6CSHz2qAvA';
export const socialUrl = 'https://x.com/mrousavy';
export const authorName = 'Marc Rousavy';
export const authorUrl = 'https://mrousavy.com';
export const packageName = 'react-native-vision-camera';
export const installCommand = `npm install ${packageName}@${libraryVersion}`;
