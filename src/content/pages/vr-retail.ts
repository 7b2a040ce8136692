import type { Cta, Hero, PageMeta, Section } from '../content-types';
import { BOOK_A_DEMO, LOGIN_TO_ETERNITY_CITY } from './shared';

export interface VrRetailPage {
  meta: PageMeta;
  hero: Hero;
  sections: Section[];
  closing: { heading: string; text: string; ctas: Cta[] };
}

export const VR_RETAIL_PAGE: VrRetailPage = {
  meta: {
    title: 'Retail Metaverse | Virtual 3D products',
    description:
      'Sell with interactive 3D products in a branded metaverse store: AR try-before-you-buy, AI shopping assistants and checkout on your existing platform.',
  },
  hero: {
    eyebrow: 'Retail Metaverse',
    heading: 'Let shoppers pick it up, turn it over and take it home',
    lead: 'Turn your catalogue into interactive 3D products and open a branded store in Eternity City that sells around the clock, with stock and checkout from the systems you already run.',
    ctas: [BOOK_A_DEMO, LOGIN_TO_ETERNITY_CITY],
    image: { screen: 'store-floor' },
    imageAlt: 'A store floor: a shopper’s route from the entrance past new arrivals to a 3D fragrance bottle, on the way to the fitting room and checkout, with today’s orders.',
  },
  sections: [
    {
      heading: 'Virtual 3D products',
      lead: 'Photoreal models that load in seconds on a phone.',
      image: { screen: 'product-views' },
      imageAlt: 'The store’s 3D products screen: views by hour today, the most handled products and how fast a model loads on a phone.',
      cards: [
        { title: 'Inspect every detail', text: 'Zoom into stitching, textures and finishes, and open, fold or assemble products.' },
        { title: 'See it in your space', text: 'Place furniture, appliances and decor at true scale with augmented reality.' },
        { title: 'Compare side by side', text: 'Line up variants and sizes with specifications next to each model.' },
      ],
    },
    {
      heading: 'A store that knows its shoppers',
      lead: 'Personal service at the scale of e-commerce.',
      bullets: [
        'An AI assistant that recommends products and answers questions in 30+ languages',
        'Live shopping sessions with your own hosts and product experts',
        'Launches and limited drops with queues and capacity limits',
        'Tokenized loyalty rewards earned for visits and purchases',
      ],
      ctas: [BOOK_A_DEMO],
    },
    {
      heading: 'Connected to the way you sell today',
      lead: 'Prices, stock, baskets and payments stay on your platform, so nothing is sold twice.',
      image: { screen: 'store-sign-ins' },
      layout: 'wide',
      imageAlt: 'A store’s screen: shoppers’ sign-ins per day over 30 days and the latest basket, payment and stock update coming back from your own shop platform.',
      cards: [
        { title: 'Catalogue sync', text: 'Products, prices and availability stay in step with your commerce platform.' },
        { title: 'Your checkout', text: 'Shoppers pay through the checkout they already trust.' },
        { title: 'Store analytics', text: 'Dwell time, product interactions and conversion by campaign and region.' },
      ],
    },
  ],
  closing: {
    heading: 'Open your metaverse store',
    text: 'A template store with up to 200 products usually goes live in six to eight weeks.',
    ctas: [BOOK_A_DEMO, LOGIN_TO_ETERNITY_CITY],
  },
};
