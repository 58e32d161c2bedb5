import { locateAddress } from '../../venues/locate-address.ts';

export const steps = { locateAddress };
