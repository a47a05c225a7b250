export * from './constants';
export * from './scoring';
export * from './levels';
export * from './ordering';
export * from './time';
